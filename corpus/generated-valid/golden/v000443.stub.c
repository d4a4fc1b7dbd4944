#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000443.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow6_kernelPifxPKi(int *, float, long long, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace19xPKiPd(long long, const int *, double *);
static void __device_stub__Z7tally13IfEvPKT_l(const float *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow6_kernelPifxPKi(int *__par0, float __par1, long long __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, float, long long, const int *))grow6_kernel)), 0U);}
# 17 "v000443.cu"
void grow6_kernel( int *__cuda_0,float __cuda_1,long long __cuda_2,const int *__cuda_3)
# 17 "v000443.cu"
{__device_stub__Z12grow6_kernelPifxPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000443.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace19xPKiPd( long long __par0,  const int *__par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long long, const int *, double *))trace19)), 0U); }
# 39 "v000443.cu"
void trace19( long long __cuda_0,const int *__cuda_1,double *__cuda_2)
# 39 "v000443.cu"
{__device_stub__Z7trace19xPKiPd( __cuda_0,__cuda_1,__cuda_2);
# 51 "v000443.cu"
}
# 1 "v000443.cudafe1.stub.c"
static void __device_stub__Z7tally13IfEvPKT_l( const float *__par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, long))tally13<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally13<float>( const float *&__cuda_0,long &__cuda_1){__device_stub__Z7tally13IfEvPKT_l( (const float *&)__cuda_0,(long &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, long))tally13<float> ), _Z7tally13IfEvPKT_l, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long long, const int *, double *))trace19), _Z7trace19xPKiPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, float, long long, const int *))grow6_kernel), _Z12grow6_kernelPifxPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
