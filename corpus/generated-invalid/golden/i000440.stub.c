#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000440.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow18_kerneliPi(int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot37fij(float, int, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11uses_host46Pi(int *);
static void __device_stub__Z5fold7IfLi7EEvPT_iPKfPj(float *, int, const float *__restrict__, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13grow18_kerneliPi(int __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *))grow18_kernel)), 0U);}
# 29 "i000440.cu"
void grow18_kernel( int __cuda_0,int *__cuda_1)
# 30 "i000440.cu"
{__device_stub__Z13grow18_kerneliPi( __cuda_0,__cuda_1);
# 41 "i000440.cu"
}
# 1 "i000440.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot37fij( float __par0,  int __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, unsigned))pivot37)), 0U); }
# 61 "i000440.cu"
void pivot37( float __cuda_0,int __cuda_1,unsigned __cuda_2)
# 62 "i000440.cu"
{__device_stub__Z7pivot37fij( __cuda_0,__cuda_1,__cuda_2);
# 79 "i000440.cu"
}
# 1 "i000440.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11uses_host46Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))uses_host46)), 0U); }
# 84 "i000440.cu"
void uses_host46( int *__cuda_0)
# 85 "i000440.cu"
{__device_stub__Z11uses_host46Pi( __cuda_0);

}
# 1 "i000440.cudafe1.stub.c"
static void __device_stub__Z5fold7IfLi7EEvPT_iPKfPj( float *__par0,  int __par1,  const float *__restrict__ __par2,  unsigned *__par3) {  const float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int, const float *__restrict__, unsigned *))fold7<float, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold7<float,7>( float *&__cuda_0,int &__cuda_1,const float *__restrict__ &__cuda_2,unsigned *&__cuda_3){__device_stub__Z5fold7IfLi7EEvPT_iPKfPj( (float *&)__cuda_0,(int &)__cuda_1,(const float *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *, int, const float *__restrict__, unsigned *))fold7<float, (int)7> ), _Z5fold7IfLi7EEvPT_iPKfPj, 128); __cudaRegisterEntry(__T6, ((void ( *)(int *))uses_host46), _Z11uses_host46Pi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, int, unsigned))pivot37), _Z7pivot37fij, 1024); __cudaRegisterEntry(__T6, ((void ( *)(int, int *))grow18_kernel), _Z13grow18_kerneliPi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_warp6,::d_warp6), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
