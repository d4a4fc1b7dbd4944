#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000889.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread8_kernelPKiif(const int *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread8_kernelPKiif(const int *__par0, int __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const int *, int, float))spread8_kernel)), 0U);}
# 18 "v000889.cu"
void spread8_kernel( const int *__cuda_0,int __cuda_1,float __cuda_2)
# 19 "v000889.cu"
{__device_stub__Z14spread8_kernelPKiif( __cuda_0,__cuda_1,__cuda_2);
# 27 "v000889.cu"
}
# 1 "v000889.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *, int, float))spread8_kernel), _Z14spread8_kernelPKiif, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_clamp14,::c_clamp14), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
