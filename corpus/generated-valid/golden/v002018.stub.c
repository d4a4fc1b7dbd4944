#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002018.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp17PcPKlbPi(char *, const long *__restrict__, bool, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp17PcPKlbPi(char *__par0, const long *__restrict__ __par1, bool __par2, int *__restrict__ __par3){ const long *__T7;
 int *__T8;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T7 = __par1;__cudaSetupArgSimple(__T7, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T8 = __par3;__cudaSetupArgSimple(__T8, 24UL);__cudaLaunch(((char *)((void ( *)(char *, const long *__restrict__, bool, int *__restrict__))clamp17)), 0U);}
# 32 "v002018.cu"
void clamp17( char *__cuda_0,const long *__restrict__ __cuda_1,bool __cuda_2,int *__restrict__ __cuda_3)
# 32 "v002018.cu"
{__device_stub__Z7clamp17PcPKlbPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v002018.cu"
}
# 1 "v002018.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(char *, const long *__restrict__, bool, int *__restrict__))clamp17), _Z7clamp17PcPKlbPi, (-1)); __cudaRegisterVariable(__T15, __shadow_var(c_norm3,::c_norm3), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
