#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000905.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather10PjPdfPKl(unsigned *, double *, float, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather10PjPdfPKl(unsigned *__par0, double *__par1, float __par2, const long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, double *, float, const long *))gather10)), 0U);}
# 27 "v000905.cu"
void gather10( unsigned *__cuda_0,double *__cuda_1,float __cuda_2,const long *__cuda_3)
# 27 "v000905.cu"
{__device_stub__Z8gather10PjPdfPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v000905.cu"
}
# 1 "v000905.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, double *, float, const long *))gather10), _Z8gather10PjPdfPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
