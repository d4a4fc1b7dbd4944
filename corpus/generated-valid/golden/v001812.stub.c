#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001812.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias5PjPiPf(unsigned *, int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe11_kerneliPsPKx(int, short *, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold24jPKf(unsigned, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread29_kernelPdiPKd(double *, int, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack37fPKdif(float, const double *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias5PjPiPf(unsigned *__par0, int *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int *, float *))bias5)), 0U);}
# 8 "v001812.cu"
void bias5( unsigned *__cuda_0,int *__cuda_1,float *__cuda_2)
# 9 "v001812.cu"
{__device_stub__Z5bias5PjPiPf( __cuda_0,__cuda_1,__cuda_2);
# 18 "v001812.cu"
}
# 1 "v001812.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe11_kerneliPsPKx( int __par0,  short *__par1,  const long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, short *, const long long *))probe11_kernel)), 0U); }
# 20 "v001812.cu"
void probe11_kernel( int __cuda_0,short *__cuda_1,const long long *__cuda_2)
# 21 "v001812.cu"
{__device_stub__Z14probe11_kerneliPsPKx( __cuda_0,__cuda_1,__cuda_2);
# 30 "v001812.cu"
}
# 1 "v001812.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold24jPKf( unsigned __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const float *))fold24)), 0U); }
# 33 "v001812.cu"
void fold24( unsigned __cuda_0,const float *__cuda_1)
# 34 "v001812.cu"
{__device_stub__Z6fold24jPKf( __cuda_0,__cuda_1);
# 43 "v001812.cu"
}
# 1 "v001812.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread29_kernelPdiPKd( double *__par0,  int __par1,  const double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, int, const double *))spread29_kernel)), 0U); }
# 46 "v001812.cu"
void spread29_kernel( double *__cuda_0,int __cuda_1,const double *__cuda_2)
# 47 "v001812.cu"
{__device_stub__Z15spread29_kernelPdiPKd( __cuda_0,__cuda_1,__cuda_2);
# 60 "v001812.cu"
}
# 1 "v001812.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack37fPKdif( float __par0,  const double *__par1,  int __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float, const double *, int, float))pack37)), 0U); }
# 62 "v001812.cu"
void pack37( float __cuda_0,const double *__cuda_1,int __cuda_2,float __cuda_3)
# 63 "v001812.cu"
{__device_stub__Z6pack37fPKdif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 71 "v001812.cu"
}
# 1 "v001812.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(float, const double *, int, float))pack37), _Z6pack37fPKdif, 128); __cudaRegisterEntry(__T7, ((void ( *)(double *, int, const double *))spread29_kernel), _Z15spread29_kernelPdiPKd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, const float *))fold24), _Z6fold24jPKf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, short *, const long long *))probe11_kernel), _Z14probe11_kerneliPsPKx, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, int *, float *))bias5), _Z5bias5PjPiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
