#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001834.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter3_kernelPKjPii(const unsigned *, int *, int);
static void __device_stub__Z7decay19fPxPKii(float, long long *, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias34_kernelPKfiS0_(const float *, int, const float *);
static void __device_stub__Z15gather26_kernelIjLi1EEvT_PKdPKfPf(unsigned, const double *, const float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter3_kernelPKjPii(const unsigned *__par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int *, int))filter3_kernel)), 0U);}
# 8 "v001834.cu"
void filter3_kernel( const unsigned *__cuda_0,int *__cuda_1,int __cuda_2)
# 9 "v001834.cu"
{__device_stub__Z14filter3_kernelPKjPii( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001834.cudafe1.stub.c"
static void __device_stub__Z7decay19fPxPKii( float __par0,  long long *__par1,  const int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, long long *, const int *, int))decay19)), 0U); }
# 35 "v001834.cu"
static void decay19( float __cuda_0,long long *__cuda_1,const int *__cuda_2,int __cuda_3)
# 36 "v001834.cu"
{__device_stub__Z7decay19fPxPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v001834.cu"
}
# 1 "v001834.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias34_kernelPKfiS0_( const float *__par0,  int __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, const float *))bias34_kernel)), 0U); }
# 62 "v001834.cu"
void bias34_kernel( const float *__cuda_0,int __cuda_1,const float *__cuda_2)
# 63 "v001834.cu"
{__device_stub__Z13bias34_kernelPKfiS0_( __cuda_0,__cuda_1,__cuda_2);
# 69 "v001834.cu"
}
# 1 "v001834.cudafe1.stub.c"
static void __device_stub__Z15gather26_kernelIjLi1EEvT_PKdPKfPf( unsigned __par0,  const double *__par1,  const float *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const double *, const float *, float *))gather26_kernel<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather26_kernel<unsigned,1>( unsigned &__cuda_0,const double *&__cuda_1,const float *&__cuda_2,float *&__cuda_3){__device_stub__Z15gather26_kernelIjLi1EEvT_PKdPKfPf( (unsigned &)__cuda_0,(const double *&)__cuda_1,(const float *&)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const double *, const float *, float *))gather26_kernel<unsigned int, (int)1> ), _Z15gather26_kernelIjLi1EEvT_PKdPKfPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int, const float *))bias34_kernel), _Z13bias34_kernelPKfiS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, long long *, const int *, int))decay19), _Z7decay19fPxPKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int *, int))filter3_kernel), _Z14filter3_kernelPKjPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
