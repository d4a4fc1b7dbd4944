#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001502.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8stencil9PmPKi(size_t *__restrict__, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold13iPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_lerp24Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_filter25Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp34_kernelfPKiPd(float, const int *, double *__restrict__);
static void __device_stub__Z15gather26_kernelIdjEvPT_f(double *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8stencil9PmPKi(size_t *__restrict__ __par0, const int *__restrict__ __par1){ size_t *__T0;
 const int *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(size_t *__restrict__, const int *__restrict__))stencil9)), 0U);}
# 10 "v001502.cu"
void stencil9( ::size_t *__restrict__ __cuda_0,const int *__restrict__ __cuda_1)
# 11 "v001502.cu"
{__device_stub__Z8stencil9PmPKi( __cuda_0,__cuda_1);
# 19 "v001502.cu"
}
# 1 "v001502.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold13iPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))fold13)), 0U); }
# 20 "v001502.cu"
void fold13( int __cuda_0,const int *__cuda_1)
# 21 "v001502.cu"
{__device_stub__Z6fold13iPKi( __cuda_0,__cuda_1);
# 34 "v001502.cu"
}
# 1 "v001502.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_lerp24Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_lerp24)), 0U); }
# 42 "v001502.cu"
void map_lerp24( double *__cuda_0,int __cuda_1)
# 42 "v001502.cu"
{__device_stub__Z10map_lerp24Pdi( __cuda_0,__cuda_1); }
# 1 "v001502.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_filter25Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_filter25)), 0U); }
# 43 "v001502.cu"
void map_filter25( double *__cuda_0,int __cuda_1)
# 43 "v001502.cu"
{__device_stub__Z12map_filter25Pdi( __cuda_0,__cuda_1); }
# 1 "v001502.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp34_kernelfPKiPd( float __par0,  const int *__par1,  double *__restrict__ __par2) {  double *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const int *, double *__restrict__))lerp34_kernel)), 0U); }
# 71 "v001502.cu"
void lerp34_kernel( float __cuda_0,const int *__cuda_1,double *__restrict__ __cuda_2)
# 72 "v001502.cu"
{__device_stub__Z13lerp34_kernelfPKiPd( __cuda_0,__cuda_1,__cuda_2);
# 80 "v001502.cu"
}
# 1 "v001502.cudafe1.stub.c"
static void __device_stub__Z15gather26_kernelIdjEvPT_f( double *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, float))gather26_kernel<double, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather26_kernel<double,unsigned>( double *&__cuda_0,float &__cuda_1){__device_stub__Z15gather26_kernelIdjEvPT_f( (double *&)__cuda_0,(float &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double *, float))gather26_kernel<double, unsigned int> ), _Z15gather26_kernelIdjEvPT_f, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float, const int *, double *__restrict__))lerp34_kernel), _Z13lerp34_kernelfPKiPd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double *, int))map_filter25), _Z12map_filter25Pdi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double *, int))map_lerp24), _Z10map_lerp24Pdi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const int *))fold13), _Z6fold13iPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(size_t *__restrict__, const int *__restrict__))stencil9), _Z8stencil9PmPKi, 512); __cudaRegisterManagedVariable(__T7, __shadow_var(m_pack33,::m_pack33), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
