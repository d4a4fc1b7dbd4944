#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001174.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply6PjPKfPKiPm(unsigned *, const float *, const int *, unsigned long *);
static void __device_stub__Z14shade29_kernelIdLi2EEvPKT_PS0_PiS3_(const double *, double *, int *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply6PjPKfPKiPm(unsigned *__par0, const float *__par1, const int *__par2, unsigned long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const float *, const int *, unsigned long *))apply6)), 0U);}
# 10 "v001174.cu"
void apply6( unsigned *__cuda_0,const float *__cuda_1,const int *__cuda_2,unsigned long *__cuda_3)
# 11 "v001174.cu"
{__device_stub__Z6apply6PjPKfPKiPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001174.cu"
}
# 1 "v001174.cudafe1.stub.c"
static void __device_stub__Z14shade29_kernelIdLi2EEvPKT_PS0_PiS3_( const double *__par0,  double *__par1,  int *__par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, double *, int *, double *))shade29_kernel<double, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade29_kernel<double,2>( const double *&__cuda_0,double *&__cuda_1,int *&__cuda_2,double *&__cuda_3){__device_stub__Z14shade29_kernelIdLi2EEvPKT_PS0_PiS3_( (const double *&)__cuda_0,(double *&)__cuda_1,(int *&)__cuda_2,(double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const double *, double *, int *, double *))shade29_kernel<double, (int)2> ), _Z14shade29_kernelIdLi2EEvPKT_PS0_PiS3_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned *, const float *, const int *, unsigned long *))apply6), _Z6apply6PjPKfPKiPm, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_norm17,::d_norm17), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
