#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000287.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply4_kernelPKif(const int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow19_kerneliii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax32_kernelPiS_(int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply4_kernelPKif(const int *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, float))apply4_kernel)), 0U);}
# 13 "v000287.cu"
void apply4_kernel( const int *__cuda_0,float __cuda_1)
# 13 "v000287.cu"
{__device_stub__Z13apply4_kernelPKif( __cuda_0,__cuda_1);
# 27 "v000287.cu"
}
# 1 "v000287.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow19_kerneliii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))grow19_kernel)), 0U); }
# 37 "v000287.cu"
void grow19_kernel( int __cuda_0,int __cuda_1,int __cuda_2)
# 37 "v000287.cu"
{__device_stub__Z13grow19_kerneliii( __cuda_0,__cuda_1,__cuda_2);
# 55 "v000287.cu"
}
# 1 "v000287.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax32_kernelPiS_( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))relax32_kernel)), 0U); }
# 62 "v000287.cu"
void relax32_kernel( int *__cuda_0,int *__cuda_1)
# 62 "v000287.cu"
{__device_stub__Z14relax32_kernelPiS_( __cuda_0,__cuda_1);
# 69 "v000287.cu"
}
# 1 "v000287.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *, int *))relax32_kernel), _Z14relax32_kernelPiS_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int, int))grow19_kernel), _Z13grow19_kerneliii, 128); __cudaRegisterEntry(__T7, ((void ( *)(const int *, float))apply4_kernel), _Z13apply4_kernelPKif, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_update18,::d_update18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
