#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000596.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold6_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail916stencil18_kernelEPf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold6_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))fold6_kernel)), 0U);}
# 19 "v000596.cu"
void fold6_kernel( int __cuda_0)
# 19 "v000596.cu"
{__device_stub__Z12fold6_kerneli( __cuda_0);



}
# 1 "v000596.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail916stencil18_kernelEPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))detail9::stencil18_kernel)), 0U); }
# 37 "v000596.cu"
void detail9::stencil18_kernel( float *__cuda_0)
# 37 "v000596.cu"
{__device_stub__ZN7detail916stencil18_kernelEPf( __cuda_0);
# 50 "v000596.cu"
}
# 1 "v000596.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(float *))detail9::stencil18_kernel), _ZN7detail916stencil18_kernelEPf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int))fold6_kernel), _Z12fold6_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
