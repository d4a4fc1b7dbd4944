#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001894.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift12_kernelyPKlPl(unsigned long long, const long *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14drift12_kernelyPKlPl(unsigned long long __par0, const long *__par1, long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long long, const long *, long *))drift12_kernel)), 0U);}
# 33 "v001894.cu"
void drift12_kernel( unsigned long long __cuda_0,const long *__cuda_1,long *__cuda_2)
# 34 "v001894.cu"
{__device_stub__Z14drift12_kernelyPKlPl( __cuda_0,__cuda_1,__cuda_2);
# 48 "v001894.cu"
}
# 1 "v001894.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned long long, const long *, long *))drift12_kernel), _Z14drift12_kernelyPKlPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
