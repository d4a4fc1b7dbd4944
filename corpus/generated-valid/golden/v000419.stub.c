#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000419.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather12PyPiPcPKi(unsigned long long *, int *__restrict__, char *__restrict__, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather12PyPiPcPKi(unsigned long long *__par0, int *__restrict__ __par1, char *__restrict__ __par2, const int *__restrict__ __par3){ int *__T0;
 char *__T1;
 const int *__T2;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__T2 = __par3;__cudaSetupArgSimple(__T2, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *, int *__restrict__, char *__restrict__, const int *__restrict__))gather12)), 0U);}
# 28 "v000419.cu"
void gather12( unsigned long long *__cuda_0,int *__restrict__ __cuda_1,char *__restrict__ __cuda_2,const int *__restrict__ __cuda_3)
# 28 "v000419.cu"
{__device_stub__Z8gather12PyPiPcPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000419.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long long *, int *__restrict__, char *__restrict__, const int *__restrict__))gather12), _Z8gather12PyPiPcPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
