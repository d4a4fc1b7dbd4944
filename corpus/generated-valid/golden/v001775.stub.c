#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001775.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix2iPKii(int, const int *, int);
static void __device_stub__Z7march10Pdf(double *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern237inner246rank25EiPKhPKiPKf(int, const unsigned char *, const int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix2iPKii(int __par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int))mix2)), 0U);}
# 7 "v001775.cu"
void mix2( int __cuda_0,const int *__cuda_1,int __cuda_2)
# 8 "v001775.cu"
{__device_stub__Z4mix2iPKii( __cuda_0,__cuda_1,__cuda_2);
# 22 "v001775.cu"
}
# 1 "v001775.cudafe1.stub.c"
static void __device_stub__Z7march10Pdf( double *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, float))march10)), 0U); }
# 24 "v001775.cu"
static void march10( double *__cuda_0,float __cuda_1)
# 25 "v001775.cu"
{__device_stub__Z7march10Pdf( __cuda_0,__cuda_1);
# 32 "v001775.cu"
}
# 1 "v001775.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern237inner246rank25EiPKhPKiPKf( int __par0,  const unsigned char *__par1,  const int *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned char *, const int *, const float *))kern23::inner24::rank25)), 0U); }
# 45 "v001775.cu"
void kern23::inner24::rank25( int __cuda_0,const unsigned char *__cuda_1,const int *__cuda_2,const float *__cuda_3)
# 46 "v001775.cu"
{__device_stub__ZN6kern237inner246rank25EiPKhPKiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v001775.cu"
}
# 1 "v001775.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned char *, const int *, const float *))kern23::inner24::rank25), _ZN6kern237inner246rank25EiPKhPKiPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, float))march10), _Z7march10Pdf, 128); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *, int))mix2), _Z4mix2iPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
