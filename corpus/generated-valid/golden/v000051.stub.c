#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000051.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split30_kernelsPxfPj(short, long long *, float, unsigned *);
static void __device_stub__Z7decay10IdLi2EEvPT_(double *);
static void __device_stub__Z7score23IdLi3EEvPKT_PjS2_(const double *, unsigned *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl547blend55EPmPfPd(unsigned long *, float *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split30_kernelsPxfPj(short __par0, long long *__par1, float __par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(short, long long *, float, unsigned *))split30_kernel)), 0U);}
# 49 "v000051.cu"
void split30_kernel( short __cuda_0,long long *__cuda_1,float __cuda_2,unsigned *__cuda_3)
# 49 "v000051.cu"
{__device_stub__Z14split30_kernelsPxfPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v000051.cu"
}
# 1 "v000051.cudafe1.stub.c"
static void __device_stub__Z7decay10IdLi2EEvPT_( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))decay10<double, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay10<double,2>( double *&__cuda_0){__device_stub__Z7decay10IdLi2EEvPT_( (double *&)__cuda_0);}
static void __device_stub__Z7score23IdLi3EEvPKT_PjS2_( const double *__par0,  unsigned *__par1,  const double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, unsigned *, const double *))score23<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score23<double,3>( const double *&__cuda_0,unsigned *&__cuda_1,const double *&__cuda_2){__device_stub__Z7score23IdLi3EEvPKT_PjS2_( (const double *&)__cuda_0,(unsigned *&)__cuda_1,(const double *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl547blend55EPmPfPd( unsigned long *__par0,  float *__par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned long *, float *, double *))impl54::blend55)), 0U); }
# 74 "v000051.cu"
void impl54::blend55( unsigned long *__cuda_0,float *__cuda_1,double *__cuda_2)
# 74 "v000051.cu"
{__device_stub__ZN6impl547blend55EPmPfPd( __cuda_0,__cuda_1,__cuda_2);
# 84 "v000051.cu"
}
# 1 "v000051.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, float *, double *))impl54::blend55), _ZN6impl547blend55EPmPfPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *, unsigned *, const double *))score23<double, (int)3> ), _Z7score23IdLi3EEvPKT_PjS2_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *))decay10<double, (int)2> ), _Z7decay10IdLi2EEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(short, long long *, float, unsigned *))split30_kernel), _Z14split30_kernelsPxfPj, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_pack18,::m_pack18), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
