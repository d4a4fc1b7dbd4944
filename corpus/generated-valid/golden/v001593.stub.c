#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001593.fatbin.c"
static void __device_stub__Z13drift2_kerneliPdif(int, double *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kernelPsPKchPKf(short *, const char *__restrict__, unsigned char, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay21PKc6Level8PdPKf(const char *__restrict__, enum Level8, double *__restrict__, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp27_kernelPlPKf(long *, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp40PjPd(unsigned *__restrict__, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm46_kernelhPiPs(unsigned char, int *__restrict__, short *__restrict__);
static void __device_stub__Z13tile54_kernelPmPf(size_t *__restrict__, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift59iPiPKiS_(int, int *__restrict__, const int *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13drift2_kerneliPdif(int __par0, double *__par1, int __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, double *, int, float))drift2_kernel)), 0U);}
# 7 "v001593.cu"
static void drift2_kernel( int __cuda_0,double *__cuda_1,int __cuda_2,float __cuda_3)
# 7 "v001593.cu"
{__device_stub__Z13drift2_kerneliPdif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 14 "v001593.cu"
}
# 1 "v001593.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kernelPsPKchPKf( short *__par0,  const char *__restrict__ __par1,  unsigned char __par2,  const float *__par3) {  const char *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *, const char *__restrict__, unsigned char, const float *))shade14_kernel)), 0U); }
# 23 "v001593.cu"
void shade14_kernel( short *__cuda_0,const char *__restrict__ __cuda_1,unsigned char __cuda_2,const float *__cuda_3)
# 23 "v001593.cu"
{__device_stub__Z14shade14_kernelPsPKchPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001593.cu"
}
# 1 "v001593.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay21PKc6Level8PdPKf( const char *__restrict__ __par0,  enum Level8 __par1,  double *__restrict__ __par2,  const float *__restrict__ __par3) {  const char *__T1;
 double *__T2;
 const float *__T3;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 24UL); __cudaLaunch(((char *)((void ( *)(const char *__restrict__, enum Level8, double *__restrict__, const float *__restrict__))decay21)), 0U); }
# 33 "v001593.cu"
void decay21( const char *__restrict__ __cuda_0,enum ::Level8 __cuda_1,double *__restrict__ __cuda_2,const float *__restrict__ __cuda_3)
# 33 "v001593.cu"
{__device_stub__Z7decay21PKc6Level8PdPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001593.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp27_kernelPlPKf( long *__par0,  const float *__restrict__ __par1) {  const float *__T4;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(long *, const float *__restrict__))warp27_kernel)), 0U); }
# 39 "v001593.cu"
void warp27_kernel( long *__cuda_0,const float *__restrict__ __cuda_1)
# 39 "v001593.cu"
{__device_stub__Z13warp27_kernelPlPKf( __cuda_0,__cuda_1);
# 46 "v001593.cu"
}
# 1 "v001593.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp40PjPd( unsigned *__restrict__ __par0,  double *__par1) {  unsigned *__T5;
__cudaLaunchPrologue(2); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, double *))warp40)), 0U); }
# 56 "v001593.cu"
void warp40( unsigned *__restrict__ __cuda_0,double *__cuda_1)
# 56 "v001593.cu"
{__device_stub__Z6warp40PjPd( __cuda_0,__cuda_1);
# 64 "v001593.cu"
}
# 1 "v001593.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm46_kernelhPiPs( unsigned char __par0,  int *__restrict__ __par1,  short *__restrict__ __par2) {  int *__T6;
 short *__T7;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __T7 = __par2; __cudaSetupArgSimple(__T7, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned char, int *__restrict__, short *__restrict__))norm46_kernel)), 0U); }
# 66 "v001593.cu"
void norm46_kernel( unsigned char __cuda_0,int *__restrict__ __cuda_1,short *__restrict__ __cuda_2)
# 66 "v001593.cu"
{__device_stub__Z13norm46_kernelhPiPs( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001593.cudafe1.stub.c"
static void __device_stub__Z13tile54_kernelPmPf( size_t *__restrict__ __par0,  float *__par1) {  size_t *__T8;
__cudaLaunchPrologue(2); __T8 = __par0; __cudaSetupArgSimple(__T8, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(size_t *__restrict__, float *))tile54_kernel)), 0U); }
# 73 "v001593.cu"
static void tile54_kernel( ::size_t *__restrict__ __cuda_0,float *__cuda_1)
# 73 "v001593.cu"
{__device_stub__Z13tile54_kernelPmPf( __cuda_0,__cuda_1);
# 80 "v001593.cu"
}
# 1 "v001593.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift59iPiPKiS_( int __par0,  int *__restrict__ __par1,  const int *__par2,  int *__restrict__ __par3) {  int *__T9;
 int *__T10;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T9 = __par1; __cudaSetupArgSimple(__T9, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T10 = __par3; __cudaSetupArgSimple(__T10, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, const int *, int *__restrict__))drift59)), 0U); }
# 82 "v001593.cu"
void drift59( int __cuda_0,int *__restrict__ __cuda_1,const int *__cuda_2,int *__restrict__ __cuda_3)
# 82 "v001593.cu"
{__device_stub__Z7drift59iPiPKiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 97 "v001593.cu"
}
# 1 "v001593.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int, int *__restrict__, const int *, int *__restrict__))drift59), _Z7drift59iPiPKiS_, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(size_t *__restrict__, float *))tile54_kernel), _Z13tile54_kernelPmPf, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(unsigned char, int *__restrict__, short *__restrict__))norm46_kernel), _Z13norm46_kernelhPiPs, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(unsigned *__restrict__, double *))warp40), _Z6warp40PjPd, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(long *, const float *__restrict__))warp27_kernel), _Z13warp27_kernelPlPKf, 64); __cudaRegisterEntry(__T14, ((void ( *)(const char *__restrict__, enum Level8, double *__restrict__, const float *__restrict__))decay21), _Z7decay21PKc6Level8PdPKf, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(short *, const char *__restrict__, unsigned char, const float *))shade14_kernel), _Z14shade14_kernelPsPKchPKf, 64); __cudaRegisterEntry(__T14, ((void ( *)(int, double *, int, float))drift2_kernel), _Z13drift2_kerneliPdif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
