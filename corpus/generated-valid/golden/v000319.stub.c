#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000319.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift8PfPiS0_i(float *, int *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine18PKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth23Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather24_kernelPdy(double *, unsigned long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift8PfPiS0_i(float *__par0, int *__par1, int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, int *, int *, int))sift8)), 0U);}
# 17 "v000319.cu"
void sift8( float *__cuda_0,int *__cuda_1,int *__cuda_2,int __cuda_3)
# 17 "v000319.cu"
{__device_stub__Z5sift8PfPiS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v000319.cu"
}
# 1 "v000319.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine18PKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))combine18)), 0U); }
# 32 "v000319.cu"
void combine18( const double *__cuda_0)
# 32 "v000319.cu"
{__device_stub__Z9combine18PKd( __cuda_0);
# 42 "v000319.cu"
}
# 1 "v000319.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth23Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_smooth23)), 0U); }
# 49 "v000319.cu"
void map_smooth23( int *__cuda_0,int __cuda_1)
# 49 "v000319.cu"
{__device_stub__Z12map_smooth23Pii( __cuda_0,__cuda_1); }
# 1 "v000319.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather24_kernelPdy( double *__par0,  unsigned long long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, unsigned long long))gather24_kernel)), 0U); }
# 51 "v000319.cu"
void gather24_kernel( double *__cuda_0,unsigned long long __cuda_1)
# 51 "v000319.cu"
{__device_stub__Z15gather24_kernelPdy( __cuda_0,__cuda_1);
# 61 "v000319.cu"
}
# 1 "v000319.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, unsigned long long))gather24_kernel), gather24_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_smooth23), _Z12map_smooth23Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *))combine18), _Z9combine18PKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int *, int *, int))sift8), _Z5sift8PfPiS0_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
