#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002328.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace16PKdPjPi(const double *, unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace16PKdPjPi(const double *__par0, unsigned *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, unsigned *, int *))trace16)), 0U);}
# 35 "v002328.cu"
void trace16( const double *__cuda_0,unsigned *__cuda_1,int *__cuda_2)
# 35 "v002328.cu"
{__device_stub__Z7trace16PKdPjPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002328.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, unsigned *, int *))trace16), _Z7trace16PKdPjPi, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
