#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001553.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sweep5PKfiff(const float *, int, float, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix13_kernelifPKif(int, float, const int *, float);
static void __device_stub__Z7march23di(double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace52_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern335sub347scale37EfPKhi(float, const unsigned char *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sweep5PKfiff(const float *__par0, int __par1, float __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, int, float, float))sweep5)), 0U);}
# 15 "v001553.cu"
void sweep5( const float *__cuda_0,int __cuda_1,float __cuda_2,float __cuda_3)
# 16 "v001553.cu"
{__device_stub__Z6sweep5PKfiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001553.cu"
}
# 1 "v001553.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix13_kernelifPKif( int __par0,  float __par1,  const int *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, const int *, float))mix13_kernel)), 0U); }
# 25 "v001553.cu"
void mix13_kernel( int __cuda_0,float __cuda_1,const int *__cuda_2,float __cuda_3)
# 26 "v001553.cu"
{__device_stub__Z12mix13_kernelifPKif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v001553.cu"
}
# 1 "v001553.cudafe1.stub.c"
static void __device_stub__Z7march23di( double __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, int))march23)), 0U); }
# 36 "v001553.cu"
static void march23( double __cuda_0,int __cuda_1)
# 37 "v001553.cu"
{__device_stub__Z7march23di( __cuda_0,__cuda_1);
# 44 "v001553.cu"
}
# 1 "v001553.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace52_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))trace52_kernel)), 0U); }
# 88 "v001553.cu"
void trace52_kernel( int __cuda_0)
# 89 "v001553.cu"
{__device_stub__Z14trace52_kerneli( __cuda_0);
# 100 "v001553.cu"
}
# 1 "v001553.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern335sub347scale37EfPKhi( float __par0,  const unsigned char *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const unsigned char *, int))kern33::sub34::scale37)), 0U); }
# 62 "v001553.cu"
void kern33::sub34::scale37( float __cuda_0,const unsigned char *__cuda_1,int __cuda_2)
# 63 "v001553.cu"
{__device_stub__ZN6kern335sub347scale37EfPKhi( __cuda_0,__cuda_1,__cuda_2);
# 74 "v001553.cu"
}
# 1 "v001553.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, const unsigned char *, int))kern33::sub34::scale37), _ZN6kern335sub347scale37EfPKhi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))trace52_kernel), _Z14trace52_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, int))march23), _Z7march23di, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float, const int *, float))mix13_kernel), _Z12mix13_kernelifPKif, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int, float, float))sweep5), _Z6sweep5PKfiff, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN6kern335sub349c_trace35E,::kern33::sub34::c_trace35), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN6kern335sub349d_shade36E,::kern33::sub34::d_shade36), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
