#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002283.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter44_kernelPKiPi(const int *, int *);
static void __device_stub__Z6fuse16IlLi3EEvT_PKfPKS0_(long, const float *, const long *__restrict__);
static void __device_stub__Z6grow28IldEvPT_PdPm(long *__restrict__, double *, unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter44_kernelPKiPi(const int *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, int *))scatter44_kernel)), 0U);}
# 85 "v002283.cu"
void scatter44_kernel( const int *__cuda_0,int *__cuda_1)
# 86 "v002283.cu"
{__device_stub__Z16scatter44_kernelPKiPi( __cuda_0,__cuda_1);
# 94 "v002283.cu"
}
# 1 "v002283.cudafe1.stub.c"
static void __device_stub__Z6fuse16IlLi3EEvT_PKfPKS0_( long __par0,  const float *__par1,  const long *__restrict__ __par2) {  const long *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(long, const float *, const long *__restrict__))fuse16<long, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse16<long,3>( long &__cuda_0,const float *&__cuda_1,const long *__restrict__ &__cuda_2){__device_stub__Z6fuse16IlLi3EEvT_PKfPKS0_( (long &)__cuda_0,(const float *&)__cuda_1,(const long *&)__cuda_2);}
static void __device_stub__Z6grow28IldEvPT_PdPm( long *__restrict__ __par0,  double *__par1,  unsigned long *__par2) {  long *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, double *, unsigned long *))grow28<long, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow28<long,double>( long *__restrict__ &__cuda_0,double *&__cuda_1,unsigned long *&__cuda_2){__device_stub__Z6grow28IldEvPT_PdPm( (long *&)__cuda_0,(double *&)__cuda_1,(unsigned long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(long *__restrict__, double *, unsigned long *))grow28<long, double> ), _Z6grow28IldEvPT_PdPm, 256); __cudaRegisterEntry(__T2, ((void ( *)(long, const float *, const long *__restrict__))fuse16<long, (int)3> ), _Z6fuse16IlLi3EEvT_PKfPKS0_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(const int *, int *))scatter44_kernel), _Z16scatter44_kernelPKiPi, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
