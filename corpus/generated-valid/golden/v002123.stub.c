#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002123.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather10PjPf(unsigned *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix14_kernel6Level5bPKs(enum Level5, bool, const short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather10PjPf(unsigned *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, float *))gather10)), 0U);}
# 12 "v002123.cu"
void gather10( unsigned *__cuda_0,float *__cuda_1)
# 13 "v002123.cu"
{__device_stub__Z8gather10PjPf( __cuda_0,__cuda_1);


}
# 1 "v002123.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix14_kernel6Level5bPKs( enum Level5 __par0,  bool __par1,  const short *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(enum Level5, bool, const short *))mix14_kernel)), 0U); }
# 18 "v002123.cu"
void mix14_kernel( enum ::Level5 __cuda_0,bool __cuda_1,const short *__cuda_2)
# 19 "v002123.cu"
{__device_stub__Z12mix14_kernel6Level5bPKs( __cuda_0,__cuda_1,__cuda_2);
# 30 "v002123.cu"
}
# 1 "v002123.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(enum Level5, bool, const short *))mix14_kernel), _Z12mix14_kernel6Level5bPKs, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, float *))gather10), _Z8gather10PjPf, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
