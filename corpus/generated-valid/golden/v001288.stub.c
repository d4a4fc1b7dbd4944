#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001288.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather12PclPah(char *__restrict__, long, signed char *, unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather12PclPah(char *__restrict__ __par0, long __par1, signed char *__par2, unsigned char __par3){ char *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(char *__restrict__, long, signed char *, unsigned char))gather12)), 0U);}
# 34 "v001288.cu"
void gather12( char *__restrict__ __cuda_0,long __cuda_1,signed char *__cuda_2,unsigned char __cuda_3)
# 35 "v001288.cu"
{__device_stub__Z8gather12PclPah( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v001288.cu"
}
# 1 "v001288.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(char *__restrict__, long, signed char *, unsigned char))gather12), _Z8gather12PclPah, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
