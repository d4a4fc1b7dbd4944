#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001048.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12step8_kerneliPjf(int, unsigned *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread16Pf(float *);
static void __device_stub__Z6grow20IdLi3EEvPKT_i(const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12step8_kerneliPjf(int __par0, unsigned *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *, float))step8_kernel)), 0U);}
# 20 "v001048.cu"
void step8_kernel( int __cuda_0,unsigned *__cuda_1,float __cuda_2)
# 20 "v001048.cu"
{__device_stub__Z12step8_kerneliPjf( __cuda_0,__cuda_1,__cuda_2);
# 32 "v001048.cu"
}
# 1 "v001048.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread16Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))spread16)), 0U); }
# 34 "v001048.cu"
void spread16( float *__cuda_0)
# 34 "v001048.cu"
{__device_stub__Z8spread16Pf( __cuda_0);



}
# 1 "v001048.cudafe1.stub.c"
static void __device_stub__Z6grow20IdLi3EEvPKT_i( const double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int))grow20<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow20<double,3>( const double *&__cuda_0,int &__cuda_1){__device_stub__Z6grow20IdLi3EEvPKT_i( (const double *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const double *, int))grow20<double, (int)3> ), _Z6grow20IdLi3EEvPKT_i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))spread16), _Z8spread16Pf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, unsigned *, float))step8_kernel), _Z12step8_kerneliPjf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
