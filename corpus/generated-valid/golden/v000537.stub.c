#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000537.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace6_kernelji(unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace6_kernelji(unsigned __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned, int))trace6_kernel)), 0U);}
# 22 "v000537.cu"
void trace6_kernel( unsigned __cuda_0,int __cuda_1)
# 22 "v000537.cu"
{__device_stub__Z13trace6_kernelji( __cuda_0,__cuda_1);
# 36 "v000537.cu"
}
# 1 "v000537.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, int))trace6_kernel), _Z13trace6_kernelji, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_grow12,::d_grow12), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
