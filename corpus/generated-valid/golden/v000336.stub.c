#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000336.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge19PKjPKii(const unsigned *, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump24PKd(const double *);
static void __device_stub__ZN7detail45rank6EiPi(int, int *);
static void __device_stub__ZN7detail48reduce13EiiPdi(int, int, double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7merge19PKjPKii(const unsigned *__par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const int *, int))merge19)), 0U);}
# 39 "v000336.cu"
void merge19( const unsigned *__cuda_0,const int *__cuda_1,int __cuda_2)
# 40 "v000336.cu"
{__device_stub__Z7merge19PKjPKii( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000336.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump24PKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))bump24)), 0U); }
# 47 "v000336.cu"
void bump24( const double *__cuda_0)
# 48 "v000336.cu"
{__device_stub__Z6bump24PKd( __cuda_0);




}
# 1 "v000336.cudafe1.stub.c"
static void __device_stub__ZN7detail45rank6EiPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))detail4::rank6)), 0U); }
# 12 "v000336.cu"
static void detail4::rank6( int __cuda_0,int *__cuda_1)
# 13 "v000336.cu"
{__device_stub__ZN7detail45rank6EiPi( __cuda_0,__cuda_1);
# 27 "v000336.cu"
}
# 1 "v000336.cudafe1.stub.c"
static void __device_stub__ZN7detail48reduce13EiiPdi( int __par0,  int __par1,  double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, double *, int))detail4::reduce13)), 0U); }
# 29 "v000336.cu"
static void detail4::reduce13( int __cuda_0,int __cuda_1,double *__cuda_2,int __cuda_3)
# 30 "v000336.cu"
{__device_stub__ZN7detail48reduce13EiiPdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v000336.cu"
}
# 1 "v000336.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, double *, int))detail4::reduce13), _ZN7detail48reduce13EiiPdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *))detail4::rank6), _ZN7detail45rank6EiPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *))bump24), _Z6bump24PKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const int *, int))merge19), _Z7merge19PKjPKii, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_rank3,::m_rank3), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
