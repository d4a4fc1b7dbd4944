#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002036.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace39_kernelPiPKf(idx17_t *, const float *);
static void __device_stub__Z7shade25IjEvPKT_Pfdf(const unsigned *, float *, double, float);
static void __device_stub__Z15combine7_kernelIfEvPT_PKS0_S1_S3_(float *, const float *, float *, const float *);
static void __device_stub__Z8reduce18IlEvPT_PiPKS0_(long *, int *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14trace39_kernelPiPKf(idx17_t *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(idx17_t *, const float *))trace39_kernel)), 0U);}
# 70 "v002036.cu"
void trace39_kernel( ::idx17_t *__cuda_0,const float *__cuda_1)
# 71 "v002036.cu"
{__device_stub__Z14trace39_kernelPiPKf( __cuda_0,__cuda_1);
# 78 "v002036.cu"
}
# 1 "v002036.cudafe1.stub.c"
static void __device_stub__Z7shade25IjEvPKT_Pfdf( const unsigned *__par0,  float *__par1,  double __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float *, double, float))shade25<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade25<unsigned>( const unsigned *&__cuda_0,float *&__cuda_1,double &__cuda_2,float &__cuda_3){__device_stub__Z7shade25IjEvPKT_Pfdf( (const unsigned *&)__cuda_0,(float *&)__cuda_1,(double &)__cuda_2,(float &)__cuda_3);}
static void __device_stub__Z15combine7_kernelIfEvPT_PKS0_S1_S3_( float *__par0,  const float *__par1,  float *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, float *, const float *))combine7_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine7_kernel<float>( float *&__cuda_0,const float *&__cuda_1,float *&__cuda_2,const float *&__cuda_3){__device_stub__Z15combine7_kernelIfEvPT_PKS0_S1_S3_( (float *&)__cuda_0,(const float *&)__cuda_1,(float *&)__cuda_2,(const float *&)__cuda_3);}
static void __device_stub__Z8reduce18IlEvPT_PiPKS0_( long *__par0,  int *__par1,  const long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, int *, const long *))reduce18<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce18<long>( long *&__cuda_0,int *&__cuda_1,const long *&__cuda_2){__device_stub__Z8reduce18IlEvPT_PiPKS0_( (long *&)__cuda_0,(int *&)__cuda_1,(const long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, int *, const long *))reduce18<long> ), _Z8reduce18IlEvPT_PiPKS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const float *, float *, const float *))combine7_kernel<float> ), _Z15combine7_kernelIfEvPT_PKS0_S1_S3_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, float *, double, float))shade25<unsigned int> ), _Z7shade25IjEvPKT_Pfdf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(idx17_t *, const float *))trace39_kernel), _Z14trace39_kernelPiPKf, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_fuse16,::d_fuse16), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_pack47,::c_pack47), 0, 32UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_score52,::c_score52), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
