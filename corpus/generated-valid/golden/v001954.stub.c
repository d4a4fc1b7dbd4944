#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001954.fatbin.c"
static void __device_stub__Z7decay11iPi6Phase6(int, int *, enum Phase6);
static void __device_stub__Z14blend16_kernelIdEvPKT_PKjPS0_Pf(const double *, const unsigned *, double *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7decay11iPi6Phase6(int __par0, int *__par1, enum Phase6 __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, enum Phase6))decay11)), 0U);}
# 12 "v001954.cu"
static void decay11( int __cuda_0,int *__cuda_1,enum ::Phase6 __cuda_2)
# 13 "v001954.cu"
{__device_stub__Z7decay11iPi6Phase6( __cuda_0,__cuda_1,__cuda_2);
# 19 "v001954.cu"
}
# 1 "v001954.cudafe1.stub.c"
static void __device_stub__Z14blend16_kernelIdEvPKT_PKjPS0_Pf( const double *__par0,  const unsigned *__par1,  double *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, const unsigned *, double *, float *))blend16_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend16_kernel<double>( const double *&__cuda_0,const unsigned *&__cuda_1,double *&__cuda_2,float *&__cuda_3){__device_stub__Z14blend16_kernelIdEvPKT_PKjPS0_Pf( (const double *&)__cuda_0,(const unsigned *&)__cuda_1,(double *&)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, const unsigned *, double *, float *))blend16_kernel<double> ), _Z14blend16_kernelIdEvPKT_PKjPS0_Pf, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, enum Phase6))decay11), _Z7decay11iPi6Phase6, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
