#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000882.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift11PhPxh(unsigned char *__restrict__, long long *, unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift11PhPxh(unsigned char *__restrict__ __par0, long long *__par1, unsigned char __par2){ unsigned char *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char *__restrict__, long long *, unsigned char))drift11)), 0U);}
# 33 "v000882.cu"
void drift11( unsigned char *__restrict__ __cuda_0,long long *__cuda_1,unsigned char __cuda_2)
# 33 "v000882.cu"
{__device_stub__Z7drift11PhPxh( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000882.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char *__restrict__, long long *, unsigned char))drift11), _Z7drift11PhPxh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
