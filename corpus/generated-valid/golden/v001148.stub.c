#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001148.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot6_kerneliPfPx(int, float *, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count12PKiPtPKjj(const int *, unsigned short *, const unsigned *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh22_kernelPiPKiPfPKd(int *, const int *__restrict__, float *__restrict__, const double *__restrict__);
static void __device_stub__Z13fuse30_kernelPKyfd(const unsigned long long *__restrict__, float, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter41iiiPs(int, int, int, short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot6_kerneliPfPx(int __par0, float *__par1, long long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *, long long *))pivot6_kernel)), 0U);}
# 17 "v001148.cu"
void pivot6_kernel( int __cuda_0,float *__cuda_1,long long *__cuda_2)
# 18 "v001148.cu"
{__device_stub__Z13pivot6_kerneliPfPx( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count12PKiPtPKjj( const int *__par0,  unsigned short *__par1,  const unsigned *__par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned short *, const unsigned *, unsigned))count12)), 0U); }
# 23 "v001148.cu"
void count12( const int *__cuda_0,unsigned short *__cuda_1,const unsigned *__cuda_2,unsigned __cuda_3)
# 24 "v001148.cu"
{__device_stub__Z7count12PKiPtPKjj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001148.cu"
}
# 1 "v001148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh22_kernelPiPKiPfPKd( int *__par0,  const int *__restrict__ __par1,  float *__restrict__ __par2,  const double *__restrict__ __par3) {  const int *__T0;
 float *__T1;
 const double *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const int *__restrict__, float *__restrict__, const double *__restrict__))weigh22_kernel)), 0U); }
# 32 "v001148.cu"
void weigh22_kernel( int *__cuda_0,const int *__restrict__ __cuda_1,float *__restrict__ __cuda_2,const double *__restrict__ __cuda_3)
# 33 "v001148.cu"
{__device_stub__Z14weigh22_kernelPiPKiPfPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001148.cu"
}
# 1 "v001148.cudafe1.stub.c"
static void __device_stub__Z13fuse30_kernelPKyfd( const unsigned long long *__restrict__ __par0,  float __par1,  double __par2) {  const unsigned long long *__T3;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned long long *__restrict__, float, double))fuse30_kernel)), 0U); }
# 42 "v001148.cu"
static void fuse30_kernel( const unsigned long long *__restrict__ __cuda_0,float __cuda_1,double __cuda_2)
# 43 "v001148.cu"
{__device_stub__Z13fuse30_kernelPKyfd( __cuda_0,__cuda_1,__cuda_2);
# 67 "v001148.cu"
}
# 1 "v001148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter41iiiPs( int __par0,  int __par1,  int __par2,  short *__restrict__ __par3) {  short *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T4 = __par3; __cudaSetupArgSimple(__T4, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, short *__restrict__))filter41)), 0U); }
# 77 "v001148.cu"
void filter41( int __cuda_0,int __cuda_1,int __cuda_2,short *__restrict__ __cuda_3)
# 78 "v001148.cu"
{__device_stub__Z8filter41iiiPs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 86 "v001148.cu"
}
# 1 "v001148.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(int, int, int, short *__restrict__))filter41), _Z8filter41iiiPs, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned long long *__restrict__, float, double))fuse30_kernel), _Z13fuse30_kernelPKyfd, 512); __cudaRegisterEntry(__T9, ((void ( *)(int *, const int *__restrict__, float *__restrict__, const double *__restrict__))weigh22_kernel), weigh22_kernel, 256UL); __cudaRegisterEntry(__T9, ((void ( *)(const int *, unsigned short *, const unsigned *, unsigned))count12), _Z7count12PKiPtPKjj, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, float *, long long *))pivot6_kernel), _Z13pivot6_kerneliPfPx, 512UL); __cudaRegisterVariable(__T9, __shadow_var(d_filter29,::d_filter29), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
