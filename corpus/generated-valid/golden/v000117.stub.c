#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000117.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPxPfPiPKs(long long *__restrict__, float *__restrict__, int *__restrict__, const short *);
static void __device_stub__Z15spread14_kernelIfEvT_(float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5util715combine8_kernelEj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5util76step12Ei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPxPfPiPKs(long long *__restrict__ __par0, float *__restrict__ __par1, int *__restrict__ __par2, const short *__par3){ long long *__T0;
 float *__T1;
 int *__T2;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__T2 = __par2;__cudaSetupArgSimple(__T2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long long *__restrict__, float *__restrict__, int *__restrict__, const short *))smooth20_kernel)), 0U);}
# 45 "v000117.cu"
void smooth20_kernel( long long *__restrict__ __cuda_0,float *__restrict__ __cuda_1,int *__restrict__ __cuda_2,const short *__cuda_3)
# 45 "v000117.cu"
{__device_stub__Z15smooth20_kernelPxPfPiPKs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000117.cu"
}
# 1 "v000117.cudafe1.stub.c"
static void __device_stub__Z15spread14_kernelIfEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))spread14_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread14_kernel<float>( float &__cuda_0){__device_stub__Z15spread14_kernelIfEvT_( (float &)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5util715combine8_kernelEj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))util7::combine8_kernel)), 0U); }
# 19 "v000117.cu"
void util7::combine8_kernel( unsigned __cuda_0)
# 19 "v000117.cu"
{__device_stub__ZN5util715combine8_kernelEj( __cuda_0);



}
# 1 "v000117.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5util76step12Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))util7::step12)), 0U); }
# 25 "v000117.cu"
void util7::step12( int __cuda_0)
# 25 "v000117.cu"
{__device_stub__ZN5util76step12Ei( __cuda_0);




}
# 1 "v000117.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int))util7::step12), _ZN5util76step12Ei, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned))util7::combine8_kernel), _ZN5util715combine8_kernelEj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))spread14_kernel<float> ), _Z15spread14_kernelIfEvT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long long *__restrict__, float *__restrict__, int *__restrict__, const short *))smooth20_kernel), _Z15smooth20_kernelPxPfPiPKs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
