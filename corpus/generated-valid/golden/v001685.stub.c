#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001685.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow7_kernelPtPKibPf(unsigned short *, const int *, bool, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias16_kernelPKiPKddPf(const int *, const double *, double, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh28f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step48_kerneliPKlPl(int, const long *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern313v3214merge33_kernelEiPiPf(int, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow7_kernelPtPKibPf(unsigned short *__par0, const int *__par1, bool __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned short *, const int *, bool, float *))grow7_kernel)), 0U);}
# 14 "v001685.cu"
void grow7_kernel( unsigned short *__cuda_0,const int *__cuda_1,bool __cuda_2,float *__cuda_3)
# 14 "v001685.cu"
{__device_stub__Z12grow7_kernelPtPKibPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v001685.cu"
}
# 1 "v001685.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias16_kernelPKiPKddPf( const int *__par0,  const double *__par1,  double __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, const double *, double, float *))bias16_kernel)), 0U); }
# 28 "v001685.cu"
void bias16_kernel( const int *__cuda_0,const double *__cuda_1,double __cuda_2,float *__cuda_3)
# 28 "v001685.cu"
{__device_stub__Z13bias16_kernelPKiPKddPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v001685.cu"
}
# 1 "v001685.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh28f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))weigh28)), 0U); }
# 46 "v001685.cu"
void weigh28( float __cuda_0)
# 46 "v001685.cu"
{__device_stub__Z7weigh28f( __cuda_0);
# 52 "v001685.cu"
}
# 1 "v001685.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step48_kerneliPKlPl( int __par0,  const long *__par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const long *, long *))step48_kernel)), 0U); }
# 75 "v001685.cu"
void step48_kernel( int __cuda_0,const long *__cuda_1,long *__cuda_2)
# 75 "v001685.cu"
{__device_stub__Z13step48_kerneliPKlPl( __cuda_0,__cuda_1,__cuda_2);
# 90 "v001685.cu"
}
# 1 "v001685.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern313v3214merge33_kernelEiPiPf( int __par0,  int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, float *))kern31::v32::merge33_kernel)), 0U); }
# 56 "v001685.cu"
void kern31::v32::merge33_kernel( int __cuda_0,int *__cuda_1,float *__cuda_2)
# 56 "v001685.cu"
{__device_stub__ZN6kern313v3214merge33_kernelEiPiPf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001685.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, float *))kern31::v32::merge33_kernel), _ZN6kern313v3214merge33_kernelEiPiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const long *, long *))step48_kernel), _Z13step48_kerneliPKlPl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))weigh28), _Z7weigh28f, 256); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const double *, double, float *))bias16_kernel), _Z13bias16_kernelPKiPKddPf, 512); __cudaRegisterEntry(__T3, ((void ( *)(unsigned short *, const int *, bool, float *))grow7_kernel), _Z12grow7_kernelPtPKibPf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_scatter27,::d_scatter27), 0, 32UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_grow30,::c_grow30), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
