#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001169.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth5_kerneliif(int, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump11md(unsigned long, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_grow21Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_split22Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split23f(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth5_kerneliif(int __par0, int __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, float))smooth5_kernel)), 0U);}
# 17 "v001169.cu"
void smooth5_kernel( int __cuda_0,int __cuda_1,float __cuda_2)
# 17 "v001169.cu"
{__device_stub__Z14smooth5_kerneliif( __cuda_0,__cuda_1,__cuda_2);
# 24 "v001169.cu"
}
# 1 "v001169.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump11md( unsigned long __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long, double))bump11)), 0U); }
# 26 "v001169.cu"
void bump11( unsigned long __cuda_0,double __cuda_1)
# 26 "v001169.cu"
{__device_stub__Z6bump11md( __cuda_0,__cuda_1);



}
# 1 "v001169.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_grow21Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_grow21)), 0U); }
# 43 "v001169.cu"
void map_grow21( float *__cuda_0,int __cuda_1)
# 43 "v001169.cu"
{__device_stub__Z10map_grow21Pfi( __cuda_0,__cuda_1); }
# 1 "v001169.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_split22Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_split22)), 0U); }
# 44 "v001169.cu"
void map_split22( double *__cuda_0,int __cuda_1)
# 44 "v001169.cu"
{__device_stub__Z11map_split22Pdi( __cuda_0,__cuda_1); }
# 1 "v001169.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split23f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))split23)), 0U); }
# 46 "v001169.cu"
void split23( float __cuda_0)
# 46 "v001169.cu"
{__device_stub__Z7split23f( __cuda_0);



}
# 1 "v001169.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))split23), _Z7split23f, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_split22), _Z11map_split22Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_grow21), _Z10map_grow21Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long, double))bump11), _Z6bump11md, 1024); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float))smooth5_kernel), _Z14smooth5_kerneliif, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_split4,::m_split4), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
