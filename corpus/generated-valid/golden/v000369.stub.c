#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000369.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum3Pj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6trace7aPiPy(signed char, int *, unsigned long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp13iPf(int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score16_kernelPKjPKf(const unsigned *, const real2_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm31_kernelPfPxPKi(real2_t *, long long *, const int *);
static void __device_stub__Z15spread22_kernelIjiEvPT_iPT0_S2_(unsigned *, int, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum3Pj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))accum3)), 0U);}
# 8 "v000369.cu"
void accum3( unsigned *__cuda_0)
# 8 "v000369.cu"
{__device_stub__Z6accum3Pj( __cuda_0);



}
# 1 "v000369.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6trace7aPiPy( signed char __par0,  int *__par1,  unsigned long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(signed char, int *, unsigned long long *))trace7)), 0U); }
# 14 "v000369.cu"
void trace7( signed char __cuda_0,int *__cuda_1,unsigned long long *__cuda_2)
# 14 "v000369.cu"
{__device_stub__Z6trace7aPiPy( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000369.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp13iPf( int __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *))lerp13)), 0U); }
# 21 "v000369.cu"
void lerp13( int __cuda_0,float *__cuda_1)
# 21 "v000369.cu"
{__device_stub__Z6lerp13iPf( __cuda_0,__cuda_1);
# 27 "v000369.cu"
}
# 1 "v000369.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score16_kernelPKjPKf( const unsigned *__par0,  const real2_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const real2_t *))score16_kernel)), 0U); }
# 29 "v000369.cu"
void score16_kernel( const unsigned *__cuda_0,const ::real2_t *__cuda_1)
# 29 "v000369.cu"
{__device_stub__Z14score16_kernelPKjPKf( __cuda_0,__cuda_1);
# 38 "v000369.cu"
}
# 1 "v000369.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm31_kernelPfPxPKi( real2_t *__par0,  long long *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(real2_t *, long long *, const int *))norm31_kernel)), 0U); }
# 49 "v000369.cu"
void norm31_kernel( ::real2_t *__cuda_0,long long *__cuda_1,const int *__cuda_2)
# 49 "v000369.cu"
{__device_stub__Z13norm31_kernelPfPxPKi( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000369.cu"
}
# 1 "v000369.cudafe1.stub.c"
static void __device_stub__Z15spread22_kernelIjiEvPT_iPT0_S2_( unsigned *__par0,  int __par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int, int *, int))spread22_kernel<unsigned int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread22_kernel<unsigned,int>( unsigned *&__cuda_0,int &__cuda_1,int *&__cuda_2,int &__cuda_3){__device_stub__Z15spread22_kernelIjiEvPT_iPT0_S2_( (unsigned *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int, int *, int))spread22_kernel<unsigned int, int> ), _Z15spread22_kernelIjiEvPT_iPT0_S2_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(real2_t *, long long *, const int *))norm31_kernel), _Z13norm31_kernelPfPxPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const real2_t *))score16_kernel), _Z14score16_kernelPKjPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *))lerp13), lerp13, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(signed char, int *, unsigned long long *))trace7), _Z6trace7aPiPy, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))accum3), _Z6accum3Pj, 32UL); __cudaRegisterVariable(__T3, __shadow_var(c_warp1,::c_warp1), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
