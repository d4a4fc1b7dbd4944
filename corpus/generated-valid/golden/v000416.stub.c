#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000416.fatbin.c"
static void __device_stub__Z13trace3_kernelifPKd(int, float, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_probe10Pii(int *, int);
static void __device_stub__Z14drift12_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter15PKiS0_(const int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse20_kernelPiPfPKiPKf(int *__restrict__, float *, const int *__restrict__, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13trace3_kernelifPKd(int __par0, float __par1, const double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, float, const double *))trace3_kernel)), 0U);}
# 8 "v000416.cu"
static void trace3_kernel( int __cuda_0,float __cuda_1,const double *__cuda_2)
# 9 "v000416.cu"
{__device_stub__Z13trace3_kernelifPKd( __cuda_0,__cuda_1,__cuda_2);
# 20 "v000416.cu"
}
# 1 "v000416.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_probe10Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_probe10)), 0U); }
# 27 "v000416.cu"
void map_probe10( int *__cuda_0,int __cuda_1)
# 27 "v000416.cu"
{__device_stub__Z11map_probe10Pii( __cuda_0,__cuda_1); }
# 1 "v000416.cudafe1.stub.c"
static void __device_stub__Z14drift12_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))drift12_kernel)), 0U); }
# 29 "v000416.cu"
static void drift12_kernel( int __cuda_0)
# 30 "v000416.cu"
{__device_stub__Z14drift12_kerneli( __cuda_0);
# 37 "v000416.cu"
}
# 1 "v000416.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter15PKiS0_( const int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *))filter15)), 0U); }
# 38 "v000416.cu"
void filter15( const int *__cuda_0,const int *__cuda_1)
# 39 "v000416.cu"
{__device_stub__Z8filter15PKiS0_( __cuda_0,__cuda_1);
# 53 "v000416.cu"
}
# 1 "v000416.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse20_kernelPiPfPKiPKf( int *__restrict__ __par0,  float *__par1,  const int *__restrict__ __par2,  const float *__par3) {  int *__T0;
 const int *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *, const int *__restrict__, const float *))fuse20_kernel)), 0U); }
# 55 "v000416.cu"
void fuse20_kernel( int *__restrict__ __cuda_0,float *__cuda_1,const int *__restrict__ __cuda_2,const float *__cuda_3)
# 56 "v000416.cu"
{__device_stub__Z13fuse20_kernelPiPfPKiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v000416.cu"
}
# 1 "v000416.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, float *, const int *__restrict__, const float *))fuse20_kernel), _Z13fuse20_kernelPiPfPKiPKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, const int *))filter15), _Z8filter15PKiS0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))drift12_kernel), _Z14drift12_kerneli, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, int))map_probe10), _Z11map_probe10Pii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, float, const double *))trace3_kernel), _Z13trace3_kernelifPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
