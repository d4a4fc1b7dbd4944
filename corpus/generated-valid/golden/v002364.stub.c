#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002364.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split3PfPii(float *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread9_kernelPi(int *);
static void __device_stub__Z9combine40IjdEvPKT0_PKi(const double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util2413rank25_kernelEiPiPfS0_(int, int *, float *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split3PfPii(float *__par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int *, int))split3)), 0U);}
# 7 "v002364.cu"
void split3( float *__cuda_0,int *__cuda_1,int __cuda_2)
# 8 "v002364.cu"
{__device_stub__Z6split3PfPii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002364.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14spread9_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))spread9_kernel)), 0U); }
# 14 "v002364.cu"
void spread9_kernel( int *__cuda_0)
# 15 "v002364.cu"
{__device_stub__Z14spread9_kernelPi( __cuda_0);
# 31 "v002364.cu"
}
# 1 "v002364.cudafe1.stub.c"
static void __device_stub__Z9combine40IjdEvPKT0_PKi( const double *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, const int *))combine40<unsigned int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine40<unsigned,double>( const double *&__cuda_0,const int *&__cuda_1){__device_stub__Z9combine40IjdEvPKT0_PKi( (const double *&)__cuda_0,(const int *&)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6util2413rank25_kernelEiPiPfS0_( int __par0,  int *__par1,  float *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, float *, int *))util24::rank25_kernel)), 0U); }
# 43 "v002364.cu"
void util24::rank25_kernel( int __cuda_0,int *__cuda_1,float *__cuda_2,int *__cuda_3)
# 44 "v002364.cu"
{__device_stub__ZN6util2413rank25_kernelEiPiPfS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v002364.cu"
}
# 1 "v002364.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int *, float *, int *))util24::rank25_kernel), _ZN6util2413rank25_kernelEiPiPfS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const double *, const int *))combine40<unsigned int, double> ), _Z9combine40IjdEvPKT0_PKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *))spread9_kernel), _Z14spread9_kernelPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, int *, int))split3), _Z6split3PfPii, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_stencil8,::m_stencil8), 0, 2UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(_ZN6util249d_probe33E,::util24::d_probe33), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
