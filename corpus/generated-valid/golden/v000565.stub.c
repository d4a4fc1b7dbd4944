#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000565.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split5if(int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay16_kernelPfPKl(float *__restrict__, const long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count25_kerneliPKsi(int, const short *, int);
static void __device_stub__Z13tile21_kernelIdLi4EEvPT_(double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split5if(int __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, float))split5)), 0U);}
# 19 "v000565.cu"
void split5( int __cuda_0,float __cuda_1)
# 19 "v000565.cu"
{__device_stub__Z6split5if( __cuda_0,__cuda_1);




}
# 1 "v000565.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay16_kernelPfPKl( float *__restrict__ __par0,  const long *__restrict__ __par1) {  float *__T3;
 const long *__T4;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const long *__restrict__))decay16_kernel)), 0U); }
# 47 "v000565.cu"
void decay16_kernel( float *__restrict__ __cuda_0,const long *__restrict__ __cuda_1)
# 47 "v000565.cu"
{__device_stub__Z14decay16_kernelPfPKl( __cuda_0,__cuda_1);



}
# 1 "v000565.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count25_kerneliPKsi( int __par0,  const short *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const short *, int))count25_kernel)), 0U); }
# 60 "v000565.cu"
void count25_kernel( int __cuda_0,const short *__cuda_1,int __cuda_2)
# 60 "v000565.cu"
{__device_stub__Z14count25_kerneliPKsi( __cuda_0,__cuda_1,__cuda_2);
# 68 "v000565.cu"
}
# 1 "v000565.cudafe1.stub.c"
static void __device_stub__Z13tile21_kernelIdLi4EEvPT_( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))tile21_kernel<double, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile21_kernel<double,4>( double *&__cuda_0){__device_stub__Z13tile21_kernelIdLi4EEvPT_( (double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double *))tile21_kernel<double, (int)4> ), _Z13tile21_kernelIdLi4EEvPT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const short *, int))count25_kernel), _Z14count25_kerneliPKsi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, const long *__restrict__))decay16_kernel), _Z14decay16_kernelPfPKl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float))split5), _Z6split5if, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
