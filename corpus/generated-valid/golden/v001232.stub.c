#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001232.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift3lPKi(long, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp28fii(float, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix35_kernelPdjjPKf(double *, unsigned, unsigned, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift3lPKi(long __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(long, const int *))drift3)), 0U);}
# 8 "v001232.cu"
void drift3( long __cuda_0,const int *__cuda_1)
# 8 "v001232.cu"
{__device_stub__Z6drift3lPKi( __cuda_0,__cuda_1);
# 20 "v001232.cu"
}
# 1 "v001232.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp28fii( float __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, int))warp28)), 0U); }
# 64 "v001232.cu"
void warp28( float __cuda_0,int __cuda_1,int __cuda_2)
# 64 "v001232.cu"
{__device_stub__Z6warp28fii( __cuda_0,__cuda_1,__cuda_2);
# 72 "v001232.cu"
}
# 1 "v001232.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix35_kernelPdjjPKf( double *__par0,  unsigned __par1,  unsigned __par2,  const float *__restrict__ __par3) {  const float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(double *, unsigned, unsigned, const float *__restrict__))mix35_kernel)), 0U); }
# 74 "v001232.cu"
void mix35_kernel( double *__cuda_0,unsigned __cuda_1,unsigned __cuda_2,const float *__restrict__ __cuda_3)
# 74 "v001232.cu"
{__device_stub__Z12mix35_kernelPdjjPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 89 "v001232.cu"
}
# 1 "v001232.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(double *, unsigned, unsigned, const float *__restrict__))mix35_kernel), _Z12mix35_kernelPdjjPKf, 64); __cudaRegisterEntry(__T6, ((void ( *)(float, int, int))warp28), _Z6warp28fii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long, const int *))drift3), _Z6drift3lPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
