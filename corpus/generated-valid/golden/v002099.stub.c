#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002099.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace3_kernelPd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply32_kernelPKj(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix37_kernelPiPdPKi(int *, double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather44_kernelfPf(float, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply53_kernelPKiPiS0_(const int *, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace3_kernelPd(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))trace3_kernel)), 0U);}
# 13 "v002099.cu"
void trace3_kernel( double *__cuda_0)
# 13 "v002099.cu"
{__device_stub__Z13trace3_kernelPd( __cuda_0);
# 19 "v002099.cu"
}
# 1 "v002099.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply32_kernelPKj( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))apply32_kernel)), 0U); }
# 50 "v002099.cu"
void apply32_kernel( const unsigned *__cuda_0)
# 50 "v002099.cu"
{__device_stub__Z14apply32_kernelPKj( __cuda_0);
# 58 "v002099.cu"
}
# 1 "v002099.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix37_kernelPiPdPKi( int *__par0,  double *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, double *, const int *))mix37_kernel)), 0U); }
# 60 "v002099.cu"
void mix37_kernel( int *__cuda_0,double *__cuda_1,const int *__cuda_2)
# 60 "v002099.cu"
{__device_stub__Z12mix37_kernelPiPdPKi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002099.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather44_kernelfPf( float __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, float *))gather44_kernel)), 0U); }
# 67 "v002099.cu"
void gather44_kernel( float __cuda_0,float *__cuda_1)
# 67 "v002099.cu"
{__device_stub__Z15gather44_kernelfPf( __cuda_0,__cuda_1);
# 79 "v002099.cu"
}
# 1 "v002099.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply53_kernelPKiPiS0_( const int *__par0,  int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, const int *))apply53_kernel)), 0U); }
# 81 "v002099.cu"
void apply53_kernel( const int *__cuda_0,int *__cuda_1,const int *__cuda_2)
# 81 "v002099.cu"
{__device_stub__Z14apply53_kernelPKiPiS0_( __cuda_0,__cuda_1,__cuda_2);
# 89 "v002099.cu"
}
# 1 "v002099.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, const int *))apply53_kernel), _Z14apply53_kernelPKiPiS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, float *))gather44_kernel), _Z15gather44_kernelfPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, double *, const int *))mix37_kernel), _Z12mix37_kernelPiPdPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))apply32_kernel), _Z14apply32_kernelPKj, 128); __cudaRegisterEntry(__T3, ((void ( *)(double *))trace3_kernel), _Z13trace3_kernelPd, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_warp24,::c_warp24), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
