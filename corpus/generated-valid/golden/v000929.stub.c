#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000929.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow13_kernelPhbb(unsigned char *, bool, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13grow13_kernelPhbb(unsigned char *__par0, bool __par1, bool __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 9UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, bool, bool))grow13_kernel)), 0U);}
# 30 "v000929.cu"
void grow13_kernel( unsigned char *__cuda_0,bool __cuda_1,bool __cuda_2)
# 31 "v000929.cu"
{__device_stub__Z13grow13_kernelPhbb( __cuda_0,__cuda_1,__cuda_2);
# 37 "v000929.cu"
}
# 1 "v000929.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned char *, bool, bool))grow13_kernel), _Z13grow13_kernelPhbb, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
