#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000452.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax15_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp25_kernel4Op20(enum Op20);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum31_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp52PffPKfPl(float *, float, const float *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14relax15_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))relax15_kernel)), 0U);}
# 27 "v000452.cu"
void relax15_kernel( int __cuda_0,int __cuda_1)
# 27 "v000452.cu"
{__device_stub__Z14relax15_kernelii( __cuda_0,__cuda_1);


}
# 1 "v000452.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp25_kernel4Op20( enum Op20 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum Op20))lerp25_kernel)), 0U); }
# 33 "v000452.cu"
void lerp25_kernel( enum ::Op20 __cuda_0)
# 33 "v000452.cu"
{__device_stub__Z13lerp25_kernel4Op20( __cuda_0);




}
# 1 "v000452.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum31_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))accum31_kernel)), 0U); }
# 40 "v000452.cu"
void accum31_kernel( int __cuda_0)
# 40 "v000452.cu"
{__device_stub__Z14accum31_kerneli( __cuda_0);


}
# 1 "v000452.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp52PffPKfPl( float *__par0,  float __par1,  const float *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, float, const float *, long *))warp52)), 0U); }
# 71 "v000452.cu"
void warp52( float *__cuda_0,float __cuda_1,const float *__cuda_2,long *__cuda_3)
# 71 "v000452.cu"
{__device_stub__Z6warp52PffPKfPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 83 "v000452.cu"
}
# 1 "v000452.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, float, const float *, long *))warp52), _Z6warp52PffPKfPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))accum31_kernel), _Z14accum31_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(enum Op20))lerp25_kernel), lerp25_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int))relax15_kernel), relax15_kernel, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_scatter19,::c_scatter19), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
