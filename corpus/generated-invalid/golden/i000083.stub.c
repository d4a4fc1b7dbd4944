#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000083.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade10Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge14PiS_PKcPc(int *, int *__restrict__, const char *, char *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade10Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))shade10)), 0U);}
# 17 "i000083.cu"
void shade10( float *__cuda_0)
# 17 "i000083.cu"
{__device_stub__Z7shade10Pf( __cuda_0);



}
# 1 "i000083.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge14PiS_PKcPc( int *__par0,  int *__restrict__ __par1,  const char *__par2,  char *__restrict__ __par3) {  int *__T0;
 char *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int *__restrict__, const char *, char *__restrict__))merge14)), 0U); }
# 23 "i000083.cu"
void merge14( int *__cuda_0,int *__restrict__ __cuda_1,const char *__cuda_2,char *__restrict__ __cuda_3)
# 23 "i000083.cu"
{__device_stub__Z7merge14PiS_PKcPc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "i000083.cu"
}
# 1 "i000083.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *, int *__restrict__, const char *, char *__restrict__))merge14), _Z7merge14PiS_PKcPc, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *))shade10), _Z7shade10Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
