#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000014.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm5PKdPdPf(const double *, double *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score12PKi(const int *__restrict__);
static void __device_stub__Z9combine50IjEvPT_PKS0_S0_i(unsigned *__restrict__, const unsigned *__restrict__, unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img277relax28EPfPKfPiPKi(float *__restrict__, const float *, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img277probe42Ei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm5PKdPdPf(const double *__par0, double *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, double *, float *))norm5)), 0U);}
# 10 "v000014.cu"
void norm5( const double *__cuda_0,double *__cuda_1,float *__cuda_2)
# 10 "v000014.cu"
{__device_stub__Z5norm5PKdPdPf( __cuda_0,__cuda_1,__cuda_2);
# 17 "v000014.cu"
}
# 1 "v000014.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score12PKi( const int *__restrict__ __par0) {  const int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))score12)), 0U); }
# 19 "v000014.cu"
void score12( const int *__restrict__ __cuda_0)
# 19 "v000014.cu"
{__device_stub__Z7score12PKi( __cuda_0);


}
# 1 "v000014.cudafe1.stub.c"
static void __device_stub__Z9combine50IjEvPT_PKS0_S0_i( unsigned *__restrict__ __par0,  const unsigned *__restrict__ __par1,  unsigned __par2,  int __par3) {  unsigned *__T1;
 const unsigned *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const unsigned *__restrict__, unsigned, int))combine50<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine50<unsigned>( unsigned *__restrict__ &__cuda_0,const unsigned *__restrict__ &__cuda_1,unsigned &__cuda_2,int &__cuda_3){__device_stub__Z9combine50IjEvPT_PKS0_S0_i( (unsigned *&)__cuda_0,(const unsigned *&)__cuda_1,(unsigned &)__cuda_2,(int &)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5img277relax28EPfPKfPiPKi( float *__restrict__ __par0,  const float *__par1,  int *__par2,  const int *__par3) {  float *__T14;
__cudaLaunchPrologue(4); __T14 = __par0; __cudaSetupArgSimple(__T14, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const float *, int *, const int *))img27::relax28)), 0U); }
# 37 "v000014.cu"
void img27::relax28( float *__restrict__ __cuda_0,const float *__cuda_1,int *__cuda_2,const int *__cuda_3)
# 37 "v000014.cu"
{__device_stub__ZN5img277relax28EPfPKfPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000014.cu"
}
# 1 "v000014.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img277probe42Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))img27::probe42)), 0U); }
# 49 "v000014.cu"
void img27::probe42( int __cuda_0)
# 49 "v000014.cu"
{__device_stub__ZN5img277probe42Ei( __cuda_0);



}
# 1 "v000014.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(int))img27::probe42), _ZN5img277probe42Ei, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(float *__restrict__, const float *, int *, const int *))img27::relax28), _ZN5img277relax28EPfPKfPiPKi, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(unsigned *__restrict__, const unsigned *__restrict__, unsigned, int))combine50<unsigned int> ), _Z9combine50IjEvPT_PKS0_S0_i, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(const int *__restrict__))score12), _Z7score12PKi, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(const double *, double *, float *))norm5), _Z5norm5PKdPdPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
