#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000140.fatbin.c"
static void __device_stub__Z16combine22_kernelIjLi6EEvT_PKf(unsigned, const float *);
static void __device_stub__Z7blend17IlLi4EEvT_5Vec14i(long, struct Vec14&, int);
static void __device_stub__Z7blend17IjLi4EEvT_5Vec14i(unsigned, struct Vec14&, int);
static void __device_stub__ZN43_GLOBAL__N__c29843ac_10_v000140_cu_952f835313lerp34_kernelIjLi1EEEvT_i(unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z16combine22_kernelIjLi6EEvT_PKf(unsigned __par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, const float *))combine22_kernel<unsigned int, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine22_kernel<unsigned,6>( unsigned &__cuda_0,const float *&__cuda_1){__device_stub__Z16combine22_kernelIjLi6EEvT_PKf( (unsigned &)__cuda_0,(const float *&)__cuda_1);}
static void __device_stub__Z7blend17IlLi4EEvT_5Vec14i(long __par0, struct Vec14&__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, struct Vec14, int))blend17<long, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_blend17<long,4>( long &__cuda_0,struct ::Vec14 &__cuda_1,int &__cuda_2){__device_stub__Z7blend17IlLi4EEvT_5Vec14i( (long &)__cuda_0,(struct ::Vec14 &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z7blend17IjLi4EEvT_5Vec14i(unsigned __par0, struct Vec14&__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, struct Vec14, int))blend17<unsigned int, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_blend17<unsigned,4>( unsigned &__cuda_0,struct ::Vec14 &__cuda_1,int &__cuda_2){__device_stub__Z7blend17IjLi4EEvT_5Vec14i( (unsigned &)__cuda_0,(struct ::Vec14 &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__ZN43_GLOBAL__N__c29843ac_10_v000140_cu_952f835313lerp34_kernelIjLi1EEEvT_i(unsigned __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned, int))_NV_ANON_NAMESPACE::lerp34_kernel<unsigned int, (int)1> )), 0U);}namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_lerp34_kernel<unsigned,1>( unsigned &__cuda_0,int &__cuda_1){__device_stub__ZN43_GLOBAL__N__c29843ac_10_v000140_cu_952f835313lerp34_kernelIjLi1EEEvT_i( (unsigned &)__cuda_0,(int &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(unsigned, int))_NV_ANON_NAMESPACE::lerp34_kernel<unsigned int, (int)1> ), _ZN43_GLOBAL__N__c29843ac_10_v000140_cu_952f835313lerp34_kernelIjLi1EEEvT_i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(unsigned, struct Vec14, int))blend17<unsigned int, (int)4> ), _Z7blend17IjLi4EEvT_5Vec14i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(long, struct Vec14, int))blend17<long, (int)4> ), _Z7blend17IlLi4EEvT_5Vec14i, (-1));__cudaRegisterEntry(__T3, ((void ( *)(unsigned, const float *))combine22_kernel<unsigned int, (int)6> ), _Z16combine22_kernelIjLi6EEvT_PKf, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
