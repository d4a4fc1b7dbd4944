#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000089.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade13_kernelPKcii(const char *__restrict__, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum25PdPKcPKj(double *, const char *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply33_kernelPfiPc(float *__restrict__, int, char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade13_kernelPKcii(const char *__restrict__ __par0, int __par1, int __par2){ const char *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const char *__restrict__, int, int))shade13_kernel)), 0U);}
# 27 "v000089.cu"
void shade13_kernel( const char *__restrict__ __cuda_0,int __cuda_1,int __cuda_2)
# 27 "v000089.cu"
{__device_stub__Z14shade13_kernelPKcii( __cuda_0,__cuda_1,__cuda_2);
# 42 "v000089.cu"
}
# 1 "v000089.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum25PdPKcPKj( double *__par0,  const char *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, const char *, const unsigned *))accum25)), 0U); }
# 53 "v000089.cu"
void accum25( double *__cuda_0,const char *__cuda_1,const unsigned *__cuda_2)
# 53 "v000089.cu"
{__device_stub__Z7accum25PdPKcPKj( __cuda_0,__cuda_1,__cuda_2);
# 65 "v000089.cu"
}
# 1 "v000089.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply33_kernelPfiPc( float *__restrict__ __par0,  int __par1,  char *__par2) {  float *__T5;
__cudaLaunchPrologue(3); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int, char *))apply33_kernel)), 0U); }
# 69 "v000089.cu"
void apply33_kernel( float *__restrict__ __cuda_0,int __cuda_1,char *__cuda_2)
# 69 "v000089.cu"
{__device_stub__Z14apply33_kernelPfiPc( __cuda_0,__cuda_1,__cuda_2);
# 84 "v000089.cu"
}
# 1 "v000089.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(float *__restrict__, int, char *))apply33_kernel), _Z14apply33_kernelPfiPc, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(double *, const char *, const unsigned *))accum25), accum25, 1024); __cudaRegisterEntry(__T15, ((void ( *)(const char *__restrict__, int, int))shade13_kernel), _Z14shade13_kernelPKcii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
