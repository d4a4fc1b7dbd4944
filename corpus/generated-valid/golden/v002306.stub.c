#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002306.fatbin.c"
typedef _NV_ANON_NAMESPACE::Span29 _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16Span29E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kernelPmfiPKd(unsigned long *, float, int, const double *__restrict__);
static void __device_stub__Z13kick11_kernelfPdPff(float, double *__restrict__, float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPjPKim(unsigned *, const int *, size_t);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16fold37EPKiiNS_6Span29EPd(const int *, int,  _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16Span29E&, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f114pivot47_kernelEii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kernelPmfiPKd(unsigned long *__par0, float __par1, int __par2, const double *__restrict__ __par3){ const double *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long *, float, int, const double *__restrict__))kick5_kernel)), 0U);}
# 10 "v002306.cu"
void kick5_kernel( unsigned long *__cuda_0,float __cuda_1,int __cuda_2,const double *__restrict__ __cuda_3)
# 10 "v002306.cu"
{__device_stub__Z12kick5_kernelPmfiPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "v002306.cu"
}
# 1 "v002306.cudafe1.stub.c"
static void __device_stub__Z13kick11_kernelfPdPff( float __par0,  double *__restrict__ __par1,  float *__par2,  float __par3) {  double *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, double *__restrict__, float *, float))kick11_kernel)), 0U); }
# 18 "v002306.cu"
static void kick11_kernel( float __cuda_0,double *__restrict__ __cuda_1,float *__cuda_2,float __cuda_3)
# 18 "v002306.cu"
{__device_stub__Z13kick11_kernelfPdPff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v002306.cu"
}
# 1 "v002306.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kernelPjPKim( unsigned *__par0,  const int *__par1,  size_t __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const int *, size_t))smooth20_kernel)), 0U); }
# 31 "v002306.cu"
void smooth20_kernel( unsigned *__cuda_0,const int *__cuda_1,::size_t __cuda_2)
# 31 "v002306.cu"
{__device_stub__Z15smooth20_kernelPjPKim( __cuda_0,__cuda_1,__cuda_2);
# 39 "v002306.cu"
}
# 1 "v002306.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16fold37EPKiiNS_6Span29EPd( const int *__par0,  int __par1,   _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16Span29E&__par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const int *, int,  _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16Span29E, double *))_NV_ANON_NAMESPACE::fold37)), 0U); }
# 53 "v002306.cu"
void _NV_ANON_NAMESPACE::fold37( const int *__cuda_0,int __cuda_1, _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16Span29E __cuda_2,double *__cuda_3)
# 53 "v002306.cu"
{__device_stub__ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16fold37EPKiiNS_6Span29EPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v002306.cu"
}
# 1 "v002306.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f114pivot47_kernelEii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))_NV_ANON_NAMESPACE::pivot47_kernel)), 0U); }
# 68 "v002306.cu"
void _NV_ANON_NAMESPACE::pivot47_kernel( int __cuda_0,int __cuda_1)
# 68 "v002306.cu"
{__device_stub__ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f114pivot47_kernelEii( __cuda_0,__cuda_1);
# 77 "v002306.cu"
}
# 1 "v002306.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int))_NV_ANON_NAMESPACE::pivot47_kernel), _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f114pivot47_kernelEii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, int,  _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16Span29E, double *))_NV_ANON_NAMESPACE::fold37), _ZN43_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f16fold37EPKiiNS_6Span29EPd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, const int *, size_t))smooth20_kernel), _Z15smooth20_kernelPjPKim, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, double *__restrict__, float *, float))kick11_kernel), _Z13kick11_kernelfPdPff, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long *, float, int, const double *__restrict__))kick5_kernel), _Z12kick5_kernelPmfiPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
