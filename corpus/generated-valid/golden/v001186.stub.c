#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001186.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp8Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse17iPiS_i(int, int *__restrict__, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum29_kernelPKdj(const double *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace34_kernelPKf(const float *);
static void __device_stub__ZN43_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c616lerp51IfLi8EEEvT_sdi(float, short, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp8Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))clamp8)), 0U);}
# 18 "v001186.cu"
void clamp8( float *__cuda_0,int __cuda_1)
# 18 "v001186.cu"
{__device_stub__Z6clamp8Pfi( __cuda_0,__cuda_1);
# 29 "v001186.cu"
}
# 1 "v001186.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse17iPiS_i( int __par0,  int *__restrict__ __par1,  int *__par2,  int __par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, int *, int))fuse17)), 0U); }
# 31 "v001186.cu"
void fuse17( int __cuda_0,int *__restrict__ __cuda_1,int *__cuda_2,int __cuda_3)
# 31 "v001186.cu"
{__device_stub__Z6fuse17iPiS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v001186.cu"
}
# 1 "v001186.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum29_kernelPKdj( const double *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, unsigned))accum29_kernel)), 0U); }
# 44 "v001186.cu"
void accum29_kernel( const double *__cuda_0,unsigned __cuda_1)
# 44 "v001186.cu"
{__device_stub__Z14accum29_kernelPKdj( __cuda_0,__cuda_1);
# 51 "v001186.cu"
}
# 1 "v001186.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace34_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))trace34_kernel)), 0U); }
# 53 "v001186.cu"
void trace34_kernel( const float *__cuda_0)
# 53 "v001186.cu"
{__device_stub__Z14trace34_kernelPKf( __cuda_0);
# 59 "v001186.cu"
}
# 1 "v001186.cudafe1.stub.c"
static void __device_stub__ZN43_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c616lerp51IfLi8EEEvT_sdi( float __par0,  short __par1,  double __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, short, double, int))_NV_ANON_NAMESPACE::lerp51<float, (int)8> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_lerp51<float,8>( float &__cuda_0,short &__cuda_1,double &__cuda_2,int &__cuda_3){__device_stub__ZN43_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c616lerp51IfLi8EEEvT_sdi( (float &)__cuda_0,(short &)__cuda_1,(double &)__cuda_2,(int &)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, short, double, int))_NV_ANON_NAMESPACE::lerp51<float, (int)8> ), _ZN43_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c616lerp51IfLi8EEEvT_sdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *))trace34_kernel), _Z14trace34_kernelPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *, unsigned))accum29_kernel), _Z14accum29_kernelPKdj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *__restrict__, int *, int))fuse17), _Z6fuse17iPiS_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, int))clamp8), _Z6clamp8Pfi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_blend50,::c_blend50), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T4, __shadow_var(_ZN41_INTERNAL_8474fac5_10_v001186_cu_16ff2c6143_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c619m_blend63E,::_NV_ANON_NAMESPACE::m_blend63), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
