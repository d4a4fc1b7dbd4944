#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000144.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend12PKhix(const unsigned char *__restrict__, int, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7blend12PKhix(const unsigned char *__restrict__ __par0, int __par1, long long __par2){ const unsigned char *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *__restrict__, int, long long))blend12)), 0U);}
# 30 "v000144.cu"
void blend12( const unsigned char *__restrict__ __cuda_0,int __cuda_1,long long __cuda_2)
# 30 "v000144.cu"
{__device_stub__Z7blend12PKhix( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000144.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned char *__restrict__, int, long long))blend12), _Z7blend12PKhix, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
