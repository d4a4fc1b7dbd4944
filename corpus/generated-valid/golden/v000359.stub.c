#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000359.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather14_kernelPKili(const int *, long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15gather14_kernelPKili(const int *__par0, long __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, long, int))gather14_kernel)), 0U);}
# 30 "v000359.cu"
void gather14_kernel( const int *__cuda_0,long __cuda_1,int __cuda_2)
# 31 "v000359.cu"
{__device_stub__Z15gather14_kernelPKili( __cuda_0,__cuda_1,__cuda_2);
# 42 "v000359.cu"
}
# 1 "v000359.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, long, int))gather14_kernel), _Z15gather14_kernelPKili, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_stencil22,::c_stencil22), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
