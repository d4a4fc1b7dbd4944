#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001271.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter6_kernelifPKfb(int, float, const float *, bool);
static void __device_stub__Z14clamp24_kernelIlEvT_Pfi(long, float *, int);
static void __device_stub__Z13lerp31_kernelIdLi7EEvPT_(double *__restrict__);
static void __device_stub__ZN43_GLOBAL__N__1d672703_10_v001271_cu_be38283214merge15_kernelIlLi4EEEvT_b(long, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter6_kernelifPKfb(int __par0, float __par1, const float *__par2, bool __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, float, const float *, bool))filter6_kernel)), 0U);}
# 23 "v001271.cu"
void filter6_kernel( int __cuda_0,float __cuda_1,const float *__cuda_2,bool __cuda_3)
# 23 "v001271.cu"
{__device_stub__Z14filter6_kernelifPKfb( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001271.cu"
}
# 1 "v001271.cudafe1.stub.c"
static void __device_stub__Z14clamp24_kernelIlEvT_Pfi( long __par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, float *, int))clamp24_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp24_kernel<long>( long &__cuda_0,float *&__cuda_1,int &__cuda_2){__device_stub__Z14clamp24_kernelIlEvT_Pfi( (long &)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z13lerp31_kernelIdLi7EEvPT_( double *__restrict__ __par0) {  double *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__))lerp31_kernel<double, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp31_kernel<double,7>( double *__restrict__ &__cuda_0){__device_stub__Z13lerp31_kernelIdLi7EEvPT_( (double *&)__cuda_0);}
static void __device_stub__ZN43_GLOBAL__N__1d672703_10_v001271_cu_be38283214merge15_kernelIlLi4EEEvT_b( long __par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, bool))_NV_ANON_NAMESPACE::merge15_kernel<long, (int)4> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_merge15_kernel<long,4>( long &__cuda_0,bool &__cuda_1){__device_stub__ZN43_GLOBAL__N__1d672703_10_v001271_cu_be38283214merge15_kernelIlLi4EEEvT_b( (long &)__cuda_0,(bool &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long, bool))_NV_ANON_NAMESPACE::merge15_kernel<long, (int)4> ), _ZN43_GLOBAL__N__1d672703_10_v001271_cu_be38283214merge15_kernelIlLi4EEEvT_b, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *__restrict__))lerp31_kernel<double, (int)7> ), _Z13lerp31_kernelIdLi7EEvPT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long, float *, int))clamp24_kernel<long> ), _Z14clamp24_kernelIlEvT_Pfi, 64); __cudaRegisterEntry(__T4, ((void ( *)(int, float, const float *, bool))filter6_kernel), _Z14filter6_kernelifPKfb, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
