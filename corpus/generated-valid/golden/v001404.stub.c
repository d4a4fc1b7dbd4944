#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001404.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6merge9PKciPKji(const char *, int, const unsigned *__restrict__, int);
static void __device_stub__Z13bias17_kernelIijEvPT_(int *__restrict__);
static void __device_stub__Z15reduce22_kernelIfLi6EEvPT_Pdi(float *, double *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6merge9PKciPKji(const char *__par0, int __par1, const unsigned *__restrict__ __par2, int __par3){ const unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const char *, int, const unsigned *__restrict__, int))merge9)), 0U);}
# 23 "v001404.cu"
void merge9( const char *__cuda_0,int __cuda_1,const unsigned *__restrict__ __cuda_2,int __cuda_3)
# 23 "v001404.cu"
{__device_stub__Z6merge9PKciPKji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001404.cudafe1.stub.c"
static void __device_stub__Z13bias17_kernelIijEvPT_( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))bias17_kernel<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bias17_kernel<int,unsigned>( int *__restrict__ &__cuda_0){__device_stub__Z13bias17_kernelIijEvPT_( (int *&)__cuda_0);}
static void __device_stub__Z15reduce22_kernelIfLi6EEvPT_Pdi( float *__par0,  double *__restrict__ __par1,  int __par2) {  double *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, double *__restrict__, int))reduce22_kernel<float, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce22_kernel<float,6>( float *&__cuda_0,double *__restrict__ &__cuda_1,int &__cuda_2){__device_stub__Z15reduce22_kernelIfLi6EEvPT_Pdi( (float *&)__cuda_0,(double *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *, double *__restrict__, int))reduce22_kernel<float, (int)6> ), _Z15reduce22_kernelIfLi6EEvPT_Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))bias17_kernel<int, unsigned int> ), _Z13bias17_kernelIijEvPT_, 64); __cudaRegisterEntry(__T6, ((void ( *)(const char *, int, const unsigned *__restrict__, int))merge9), merge9, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_fold6,::m_fold6), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T6, __shadow_var(m_merge8,::m_merge8), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
