#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001385.fatbin.c"
typedef unsigned _ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread21PiPKdlPj(int *, const double *, long, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally36PKfPja(const float *, _ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE *__restrict__, signed char);
static void __device_stub__Z6lerp43mPi(size_t, ptr35_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread21PiPKdlPj(int *__par0, const double *__par1, long __par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, const double *, long, unsigned *))spread21)), 0U);}
# 33 "v001385.cu"
void spread21( int *__cuda_0,const double *__cuda_1,long __cuda_2,unsigned *__cuda_3)
# 33 "v001385.cu"
{__device_stub__Z8spread21PiPKdlPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001385.cu"
}
# 1 "v001385.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally36PKfPja( const float *__par0,  _ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE *__restrict__ __par1,  signed char __par2) {  _ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, _ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE *__restrict__, signed char))tally36)), 0U); }
# 58 "v001385.cu"
void tally36( const float *__cuda_0,_ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE *__restrict__ __cuda_1,signed char __cuda_2)
# 58 "v001385.cu"
{__device_stub__Z7tally36PKfPja( __cuda_0,__cuda_1,__cuda_2);
# 70 "v001385.cu"
}
# 1 "v001385.cudafe1.stub.c"
static void __device_stub__Z6lerp43mPi( size_t __par0,  ptr35_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(size_t, ptr35_t))lerp43)), 0U); }
# 72 "v001385.cu"
static void lerp43( ::size_t __cuda_0,::ptr35_t __cuda_1)
# 72 "v001385.cu"
{__device_stub__Z6lerp43mPi( __cuda_0,__cuda_1);
# 81 "v001385.cu"
}
# 1 "v001385.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(size_t, ptr35_t))lerp43), _Z6lerp43mPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *, _ZN43_GLOBAL__N__db09f420_10_v001385_cu_2ab65f116idx9_tE *__restrict__, signed char))tally36), tally36, 512UL); __cudaRegisterEntry(__T4, ((void ( *)(int *, const double *, long, unsigned *))spread21), spread21, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_update20,::c_update20), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
