#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000811.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPsi(short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_update18Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_shade19Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern206bias21Ei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPsi(short *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(short *, int))rank13_kernel)), 0U);}
# 27 "v000811.cu"
void rank13_kernel( short *__cuda_0,int __cuda_1)
# 28 "v000811.cu"
{__device_stub__Z13rank13_kernelPsi( __cuda_0,__cuda_1);



}
# 1 "v000811.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_update18Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_update18)), 0U); }
# 39 "v000811.cu"
void map_update18( float *__cuda_0,int __cuda_1)
# 39 "v000811.cu"
{__device_stub__Z12map_update18Pfi( __cuda_0,__cuda_1); }
# 1 "v000811.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_shade19Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_shade19)), 0U); }
# 40 "v000811.cu"
void map_shade19( double *__cuda_0,int __cuda_1)
# 40 "v000811.cu"
{__device_stub__Z11map_shade19Pdi( __cuda_0,__cuda_1); }
# 1 "v000811.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern206bias21Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kern20::bias21)), 0U); }
# 43 "v000811.cu"
void kern20::bias21( int __cuda_0)
# 44 "v000811.cu"
{__device_stub__ZN6kern206bias21Ei( __cuda_0);
# 55 "v000811.cu"
}
# 1 "v000811.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int))kern20::bias21), _ZN6kern206bias21Ei, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double *, int))map_shade19), _Z11map_shade19Pdi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *, int))map_update18), _Z12map_update18Pfi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(short *, int))rank13_kernel), _Z13rank13_kernelPsi, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
